// Tabs for indentation, semicolons, one-line declarations and comments in odd places.
import Foundation

struct Point { let x: Int; let y: Int }
struct Size { var width = 0.0; var height = 0.0 ; static let zero = Size() }

enum Compass { case north; case south ; case east, west }

struct	Tabbed {
	let	first:	String
	var	second	= 2
		var third: [Int] = [] // trailing
	enum	Inner	{
		case	a,	b
	}
	init(first: String) { self.first = first }
}

struct /* between keyword and name */ Commented /* before the brace */ {
    let /* inside */ value: Int // after
    var other /* before the colon */ : String
    /// Doc comment before an attribute.
    @available(*, deprecated)
    // A plain comment between the attribute and the declaration.
    var legacy: Int = 0
    enum Kind {
        case /* c */ first, // the first
             second
    }
}




struct AfterBlankLines {}
struct NoTrailingNewline { var last: Bool = true }