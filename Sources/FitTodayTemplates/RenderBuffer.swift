/// The bytes of one render, written into memory the buffer owns and handed over as an array at the end.
///
/// A page is a few hundred short appends (a text node, an escaped value, a number); `Array.append(contentsOf:)`
/// checks uniqueness and capacity and goes through the generic copy path for each, which cost more than the
/// copying itself. Here an append is a capacity check and a `memcpy`. Noncopyable, so the memory has one owner.
struct RenderBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Puts `bytes` at `index`, moving what follows.
    mutating func insert(_ bytes: [UInt8], at index: Int) {
        guard !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + index + bytes.count).update(from: base + index, count: count - index)
        bytes.withUnsafeBufferPointer { (base + index).update(from: $0.baseAddress!, count: bytes.count) }
        count += bytes.count
    }

    @inline(__always)
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count)
        return base[index]
    }

    /// Appends the bytes written to `array`.
    func append(to array: inout [UInt8]) {
        array.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes written, as a new array.
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { buffer.baseAddress!.initialize(from: base, count: count) }
            initialized = count
        }
    }
}
