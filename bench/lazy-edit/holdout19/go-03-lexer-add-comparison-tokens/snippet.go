// ... existing code ...
	TokenLt
	TokenGt
	TokenLtEq
	TokenGtEq
)

// ... existing code ...
	case ch == '!' && l.peek(1) == '=':
		l.pos += 2
		return Token{Kind: TokenNotEq, Text: "!=", Pos: start}, nil
	case ch == '<' && l.peek(1) == '=':
		l.pos += 2
		return Token{Kind: TokenLtEq, Text: "<=", Pos: start}, nil
	case ch == '>' && l.peek(1) == '=':
		l.pos += 2
		return Token{Kind: TokenGtEq, Text: ">=", Pos: start}, nil
	case ch == '<':
		l.pos++
		return Token{Kind: TokenLt, Text: "<", Pos: start}, nil
// ... existing code ...
