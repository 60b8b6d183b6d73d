@testable import FitTodayData
import Testing

/// Image and tag lists are split on bytes when they can be; the result must stay the split by Character.
@Suite struct RowDecoderListTests {
    @Test func listsSplitAsByCharacter() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["\n", "\r\n", "\r", "a", "Barbell_Squat/0.jpg", "ção", "e\u{301}", "😀", "\n\u{301}", " "]
        for _ in 0..<800 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(RowDecoder.splitList(text) == text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init), "\(Array(text.utf8))")
        }
        #expect(RowDecoder.splitList(RowDecoder.joinList(["Air_Bike/0.jpg", "Air_Bike/1.jpg"])) == ["Air_Bike/0.jpg", "Air_Bike/1.jpg"])
    }
}
