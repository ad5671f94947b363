package lexer

// Kind identifies the type of a lexical token.
type Kind int

const (
	EOF Kind = iota
	Illegal
	Ident
	Number
	String
	LParen
	RParen
	Comma
	Assign
	Eq
	NotEq
	Bang
	Lt
	LtEq
	Gt
	GtEq
)

// Token is a single lexical token with its byte offset.
type Token struct {
	Kind Kind
	Pos  int
	Text string
}

// Lexer splits a filter expression into tokens.
type Lexer struct {
	src []byte
	pos int
}

func New(src string) *Lexer { return &Lexer{src: []byte(src)} }

// Next returns the next token, or a token of kind EOF at the end of input.
func (l *Lexer) Next() Token {
	l.skipWhitespace()
	start := l.pos
	ch := l.peek()
	switch {
	case ch == 0:
		return Token{Kind: EOF, Pos: start}
	case ch == '(':
		l.advance()
		return Token{Kind: LParen, Pos: start, Text: "("}
	case ch == ')':
		l.advance()
		return Token{Kind: RParen, Pos: start, Text: ")"}
	case ch == ',':
		l.advance()
		return Token{Kind: Comma, Pos: start, Text: ","}
	case ch == '=':
		l.advance()
		if l.peek() == '=' {
			l.advance()
			return Token{Kind: Eq, Pos: start, Text: "=="}
		}
		return Token{Kind: Assign, Pos: start, Text: "="}
	case ch == '!':
		l.advance()
		if l.peek() == '=' {
			l.advance()
			return Token{Kind: NotEq, Pos: start, Text: "!="}
		}
		return Token{Kind: Bang, Pos: start, Text: "!"}
	case ch == '<':
		l.advance()
		if l.peek() == '=' {
			l.advance()
			return Token{Kind: LtEq, Pos: start, Text: "<="}
		}
		return Token{Kind: Lt, Pos: start, Text: "<"}
	case ch == '>':
		l.advance()
		if l.peek() == '=' {
			l.advance()
			return Token{Kind: GtEq, Pos: start, Text: ">="}
		}
		return Token{Kind: Gt, Pos: start, Text: ">"}
	case isDigit(ch):
		return l.number(start)
	case isIdentStart(ch):
		return l.identOrKeyword(start)
	case ch == '"':
		return l.string(start)
	default:
		l.advance()
		return Token{Kind: Illegal, Pos: start, Text: string(ch)}
	}
}

func (l *Lexer) peek() byte {
	if l.pos >= len(l.src) {
		return 0
	}
	return l.src[l.pos]
}

func (l *Lexer) advance() { l.pos++ }

func (l *Lexer) skipWhitespace() {
	for l.pos < len(l.src) && (l.src[l.pos] == ' ' || l.src[l.pos] == '\t' || l.src[l.pos] == '\n') {
		l.pos++
	}
}
