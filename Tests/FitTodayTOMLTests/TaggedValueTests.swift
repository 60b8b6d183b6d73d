import Testing

/// The comparison the conformance tests rely on tells apart what toml-test tells apart, and nothing more.
@Suite struct TaggedValueTests {
    @Test func numbersCompareByValue() {
        #expect(TaggedValue.scalar(type: "integer", value: "42").matches(.scalar(type: "integer", value: "+42")))
        #expect(!TaggedValue.scalar(type: "integer", value: "42").matches(.scalar(type: "integer", value: "43")))
        #expect(TaggedValue.scalar(type: "float", value: "1.0").matches(.scalar(type: "float", value: "1e0")))
        #expect(TaggedValue.scalar(type: "float", value: "nan").matches(.scalar(type: "float", value: "-nan")))
        #expect(TaggedValue.scalar(type: "float", value: "inf").matches(.scalar(type: "float", value: "+inf")))
        #expect(!TaggedValue.scalar(type: "float", value: "inf").matches(.scalar(type: "float", value: "-inf")))
        #expect(!TaggedValue.scalar(type: "float", value: "1.0").matches(.scalar(type: "integer", value: "1")))
    }

    @Test func datetimesCompareByMoment() {
        let utc = TaggedValue.scalar(type: "datetime", value: "1979-05-27T07:32:00Z")
        #expect(utc.matches(.scalar(type: "datetime", value: "1979-05-27 00:32:00.000-07:00")))
        #expect(utc.matches(.scalar(type: "datetime", value: "1979-05-27t07:32:00z")))
        #expect(!utc.matches(.scalar(type: "datetime", value: "1979-05-27T07:32:00-07:00")))
        #expect(!utc.matches(.scalar(type: "datetime-local", value: "1979-05-27T07:32:00")))
        #expect(TaggedValue.scalar(type: "time-local", value: "07:32:00.5").matches(.scalar(type: "time-local", value: "07:32:00.500")))
        #expect(!TaggedValue.scalar(type: "time-local", value: "07:32:00.5").matches(.scalar(type: "time-local", value: "07:32:00.05")))
        #expect(TaggedValue.dateTimeType("1979-05-27") == "date-local")
        #expect(TaggedValue.dateTimeType("1979-05-27 07:32:00.999") == "datetime-local")
        #expect(TaggedValue.dateTimeType("1979-05-27T07:32:00+01:00") == "datetime")
        #expect(TaggedValue.dateTimeType("07:32:00") == "time-local")
    }

    @Test func stringsCompareByScalarsAndTablesByKeys() {
        #expect(!TaggedValue.scalar(type: "string", value: "\u{E9}").matches(.scalar(type: "string", value: "e\u{301}")))
        let table = TaggedValue.table(["a": .scalar(type: "bool", value: "true"), "b": .array([])])
        #expect(table.matches(.table(["b": .array([]), "a": .scalar(type: "bool", value: "true")])))
        #expect(!table.matches(.table(["a": .scalar(type: "bool", value: "true")])))
        #expect(!table.matches(.table(["a": .scalar(type: "bool", value: "true"), "b": .array([.table([:])])])))
    }
}
