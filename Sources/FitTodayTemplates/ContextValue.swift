/// A value of a render's context as the renderer sees it: what kind it is and where it lives, read without
/// retaining anything.
///
/// Copying a ``TemplateValue`` out of an object retains its payload (an object's shape and values, a list, a
/// string) and releasing it costs as much again; done for every tag and every section element, that was almost
/// half of a page's rendering. A context value instead holds plain numbers and the addresses of the value's
/// storage, so looking a name up, climbing the context and pushing a section element touch no reference count;
/// only a short string about to be written is copied out.
///
/// The addresses point into the storage of arrays and strings of the page's `layers` (an object's value slots, a
/// list's elements, a shape's probe table, a long string's UTF-8), which `TemplateRenderer.render` keeps alive for
/// the whole render. Nothing mutates them while it renders (the layers are borrowed from the caller and everything
/// in them is reached by value), and the elements of a Swift array (the bytes of a native string) neither move nor
/// go away while its buffer lives unmutated, so the addresses stay valid. The pointers outlive the
/// `withUnsafeBufferPointer` calls that hand them out, which those calls do not promise: this rests on how arrays
/// and strings store their elements, and the engine's tests (the spec, swift-mustache differentials, fuzzing,
/// concurrent renders) run over it.
struct ContextValue {
    enum Kind: UInt8 {
        /// No value: a name no object has, or a declared name without a value this time.
        case absent
        case string
        case int
        case bool
        case list
        case object
    }

    let kind: Kind
    /// An int's value, a bool's (0 or 1), a list's element count, the mask of an object's `table`.
    let number: Int
    /// An object's names, as its shape's probe table (``TemplateShape/probeTable``): reading it directly saves
    /// a pointer hop per level the look-ups climb.
    let table: UnsafePointer<UInt64>?
    /// An object's first value slot (`TemplateValue?`), a list's first element (`TemplateValue`), or a string's own
    /// `TemplateValue?` (``inSlot``) or `TemplateValue`.
    let address: UnsafeRawPointer?
    /// Whether a string's `address` is an object's slot (`TemplateValue?`) rather than a list element.
    let inSlot: Bool

    static var absent: ContextValue { ContextValue(kind: .absent) }

    private init(kind: Kind, number: Int = 0, table: UnsafePointer<UInt64>? = nil, address: UnsafeRawPointer? = nil, inSlot: Bool = false) {
        self.kind = kind
        self.number = number
        self.table = table
        self.address = address
        self.inSlot = inSlot
    }

    /// A layer of the context. The object is borrowed so that reading its parts retains nothing.
    @inline(__always)
    init(object: borrowing TemplateObject) {
        let (table, mask) = object.shape.probeTable
        self.init(kind: .object, number: mask, table: table, address: object.values.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
    }

    /// The value in an object's slot at `address`. Borrowed, as above: switching over a `TemplateValue` read
    /// straight from memory would copy its payload first.
    @inline(__always)
    private init(slot value: borrowing TemplateValue?, at address: UnsafePointer<TemplateValue?>) {
        switch value {
        case nil: self.init(kind: .absent)
        case .string?: self.init(kind: .string, address: UnsafeRawPointer(address), inSlot: true)
        case .int(let int)?: self.init(kind: .int, number: int)
        case .bool(let bool)?: self.init(kind: .bool, number: bool ? 1 : 0)
        case .list(let list)?: self.init(kind: .list, number: list.count, address: list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
        case .object(let object)?: self.init(object: object)
        }
    }

    /// The list element at `address`.
    @inline(__always)
    private init(element value: borrowing TemplateValue, at address: UnsafePointer<TemplateValue>) {
        switch value {
        case .string: self.init(kind: .string, address: UnsafeRawPointer(address))
        case .int(let int): self.init(kind: .int, number: int)
        case .bool(let bool): self.init(kind: .bool, number: bool ? 1 : 0)
        case .list(let list): self.init(kind: .list, number: list.count, address: list.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
        case .object(let object): self.init(object: object)
        }
    }

    /// The slot of the name numbered `id` (``TemplateKeys``) if this is an object that has it, with a value or
    /// declared absent.
    @inline(__always)
    func slot(of id: Int32) -> Int? {
        guard kind == .object, let table else { return nil }
        return TemplateShape.slot(of: id, in: table, mask: number)
    }

    /// The value in slot `slot` of this object (``absent`` for a declared name without a value).
    @inline(__always)
    func value(atSlot slot: Int) -> ContextValue {
        let slots = address.unsafelyUnwrapped.assumingMemoryBound(to: TemplateValue?.self)
        return ContextValue(slot: slots[slot], at: slots + slot)
    }

    /// The field numbered `id` of an object; ``absent`` for anything else.
    @inline(__always)
    func field(_ id: Int32) -> ContextValue {
        guard let slot = slot(of: id) else { return .absent }
        return value(atSlot: slot)
    }

    /// Element `index` of a list.
    @inline(__always)
    func element(_ index: Int) -> ContextValue {
        let elements = address.unsafelyUnwrapped.assumingMemoryBound(to: TemplateValue.self)
        return ContextValue(element: elements[index], at: elements + index)
    }

    /// A string's UTF-8 bytes where the string keeps them in memory of its own, which lives as long as the
    /// string: then writing it needs no copy of the String (a retain and a release). Nil for a string short enough
    /// to be kept inline (15 bytes or fewer), whose bytes are copied out with it anyway (see ``string``).
    var storedUTF8: UnsafeBufferPointer<UInt8>? {
        if inSlot { return Self.storedUTF8(slot: address.unsafelyUnwrapped.assumingMemoryBound(to: TemplateValue?.self).pointee) }
        return Self.storedUTF8(element: address.unsafelyUnwrapped.assumingMemoryBound(to: TemplateValue.self).pointee)
    }

    @inline(__always)
    private static func storedUTF8(slot value: borrowing TemplateValue?) -> UnsafeBufferPointer<UInt8>? {
        switch value {
        case .string(let string)?: storedUTF8(string)
        default: nil
        }
    }

    @inline(__always)
    private static func storedUTF8(element value: borrowing TemplateValue) -> UnsafeBufferPointer<UInt8>? {
        switch value {
        case .string(let string): storedUTF8(string)
        default: nil
        }
    }

    /// A native String longer than 15 bytes keeps its UTF-8 in its own heap storage; shorter ones may be stored
    /// inline, and `withContiguousStorageIfAvailable` would hand out a temporary copy of those.
    @inline(__always)
    private static func storedUTF8(_ string: borrowing String) -> UnsafeBufferPointer<UInt8>? {
        guard string.utf8.count > 15 else { return nil }
        return string.utf8.withContiguousStorageIfAvailable { $0 }
    }

    /// A string's text, copied out to be written.
    var string: String {
        if inSlot {
            guard case .string(let string)? = address.unsafelyUnwrapped.assumingMemoryBound(to: TemplateValue?.self).pointee else { return "" }
            return string
        }
        guard case .string(let string) = address.unsafelyUnwrapped.assumingMemoryBound(to: TemplateValue.self).pointee else { return "" }
        return string
    }
}
