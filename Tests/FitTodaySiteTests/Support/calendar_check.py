"""Checks a built site's calendar.ics: CRLF line ends, lines of at most 75 octets that are each valid UTF-8
(a fold never splits a character), then parses it with the `icalendar` library.

Usage: calendar_check.py SITE_DIR
Prints the events as JSON on success; exits 1 with the problems otherwise.
"""
import json
import pathlib
import sys

import icalendar


def main() -> int:
    data = (pathlib.Path(sys.argv[1]) / "calendar.ics").read_bytes()
    problems = []
    if not data.endswith(b"\r\n"):
        problems.append("the file does not end with CRLF")
    lines = data[:-2].split(b"\r\n")
    for number, line in enumerate(lines, 1):
        if b"\n" in line or b"\r" in line:
            problems.append(f"line {number}: a line end that is not CRLF")
        if len(line) > 75:
            problems.append(f"line {number}: {len(line)} octets")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            problems.append(f"line {number}: not valid UTF-8 on its own (a fold split a character)")
    calendar = icalendar.Calendar.from_ical(data)
    if str(calendar.get("VERSION")) != "2.0" or not calendar.get("PRODID"):
        problems.append("VERSION or PRODID missing")
    events = []
    for event in calendar.walk("VEVENT"):
        start = event.decoded("DTSTART")
        duration = event.get("DURATION")
        events.append({
            "uid": str(event["UID"]),
            "summary": str(event["SUMMARY"]),
            "description": str(event.get("DESCRIPTION", "")),
            "start": start.isoformat(),
            "allDay": not hasattr(start, "hour"),
            "minutes": int(duration.dt.total_seconds() // 60) if duration is not None else None,
            "stamp": event.decoded("DTSTAMP").isoformat(),
            "status": str(event.get("STATUS", "")),
        })
    uids = [event["uid"] for event in events]
    if len(set(uids)) != len(uids):
        problems.append("UIDs repeat")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    print(json.dumps({"events": events}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
