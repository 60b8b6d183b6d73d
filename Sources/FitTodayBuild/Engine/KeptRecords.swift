/// What a build keeps beside its pages for the next one, one sealed record per key (the site keeps each exercise's
/// recent history): ``SiteState`` stores the records and gives them back for the same data only, and the value itself
/// says how a record is written and read back.
public protocol KeptRecords: Sendable {
    /// Nothing kept yet: what records are decoded into.
    init()
    /// The keys this value holds a record for.
    var recordKeys: Set<String> { get }
    /// The record of `key`, sealed: ``decode(_:of:)`` refuses it when damaged.
    func encodedRecord(of key: String) -> [UInt8]
    /// Adds the record of `key`; false when the bytes fail their check (the whole kept value is then not used).
    mutating func decode(_ bytes: [UInt8], of key: String) -> Bool
}
