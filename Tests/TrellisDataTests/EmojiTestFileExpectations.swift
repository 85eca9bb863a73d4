import TrellisData
import TrellisTestSupport

/// emoji-test.txt (named `t.txt`), read as Unicode's emoji list.
let emojiTestText = MarkedInput(file: "t.txt") { _ = try EmojiTestFile(SourceFile(name: "t.txt", text: $0)) }
