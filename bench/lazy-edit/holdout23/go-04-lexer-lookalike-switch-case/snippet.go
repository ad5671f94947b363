// ... existing code ...
	case ch == '<':
		l.advance()
		if l.peek() == '=' {
			l.advance()
			return Token{Kind: LtEq, Pos: start, Text: "<="}
		}
		if l.peek() == '>' {
			l.advance()
			return Token{Kind: NotEq, Pos: start, Text: "<>"}
		}
		return Token{Kind: Lt, Pos: start, Text: "<"}
	// ... existing code ...
