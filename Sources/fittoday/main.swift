print("fittoday")
