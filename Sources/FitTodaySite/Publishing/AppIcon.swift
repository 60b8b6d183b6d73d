/// The app's icon (a white dumbbell on the site's accent colour) as a PNG of any size, drawn and encoded here
/// so its bytes are the same on every build and no image library is needed.
///
/// Two colours make it a 1-bit palette PNG, small enough uncompressed (zlib "stored" blocks): a 512-pixel
/// icon is 33 KB. The drawing keeps inside the middle 60 %, the safe zone of a "maskable" icon.
enum AppIcon {
    /// The sizes written, as `icons/icon-<size>.png`.
    static let sizes = [192, 512]

    static func path(size: Int) -> String { "icons/icon-\(size).png" }

    /// Background and foreground, red-green-blue (the stylesheet's `--accent` and white).
    static let palette: [UInt8] = [0x0B, 0x5C, 0xAD, 0xFF, 0xFF, 0xFF]

    /// The dumbbell as rectangles in unit coordinates (x0, y0, x1, y1): the bar, the inner and the outer plates.
    private static let shapes: [(Double, Double, Double, Double)] = [
        (0.25, 0.47, 0.75, 0.53),
        (0.29, 0.32, 0.36, 0.68), (0.64, 0.32, 0.71, 0.68),
        (0.22, 0.38, 0.29, 0.62), (0.71, 0.38, 0.78, 0.62),
    ]

    static func png(size: Int) -> [UInt8] {
        let rowBytes = (size + 7) / 8
        var pixels: [UInt8] = []
        pixels.reserveCapacity((rowBytes + 1) * size)
        for y in 0..<size {
            pixels.append(0)  // filter type: none
            var row = [UInt8](repeating: 0, count: rowBytes)
            let v = (Double(y) + 0.5) / Double(size)
            // The pixels whose centres fall inside each shape crossing this row, as a run of columns.
            for shape in shapes where v >= shape.1 && v < shape.3 {
                let first = max(0, Int((shape.0 * Double(size) - 0.5).rounded(.up)))
                let last = min(size, Int((shape.2 * Double(size) - 0.5).rounded(.up)))
                for x in first..<max(first, last) { row[x / 8] |= 0x80 >> UInt8(x % 8) }
            }
            pixels += row
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(size)) + bigEndian(UInt32(size))
        header += [1, 3, 0, 0, 0]  // bit depth 1, palette, deflate, adaptive filtering, no interlace
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", header)
        png += chunk("PLTE", palette)
        png += chunk("IDAT", zlibStored(pixels))
        png += chunk("IEND", [])
        return png
    }

    /// A zlib stream of "stored" (uncompressed) deflate blocks of at most 65 535 bytes.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            out.append(final)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
