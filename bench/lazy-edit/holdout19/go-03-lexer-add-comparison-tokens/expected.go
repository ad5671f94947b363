package query

import (
	"fmt"
	"strings"
	"unicode"
)

type TokenKind int

const (
	TokenEOF TokenKind = iota
	TokenIdent
	TokenString
	TokenNumber
	TokenLParen
	TokenRParen
	TokenComma
	TokenEq
	TokenNotEq
	TokenLt
	TokenGt
	TokenLtEq
	TokenGtEq
)

type Token struct {
	Kind TokenKind
	Text string
	Pos  int
}

type Lexer struct {
	input string
	pos   int
}

func NewLexer(input string) *Lexer {
	return &Lexer{input: input}
}

func (l *Lexer) Next() (Token, error) {
	for l.pos < len(l.input) && unicode.IsSpace(rune(l.input[l.pos])) {
		l.pos++
	}
	if l.pos >= len(l.input) {
		return Token{Kind: TokenEOF, Pos: l.pos}, nil
	}

	start := l.pos
	ch := l.input[l.pos]
	switch {
	case ch == '(':
		l.pos++
		return Token{Kind: TokenLParen, Text: "(", Pos: start}, nil
	case ch == ')':
		l.pos++
		return Token{Kind: TokenRParen, Text: ")", Pos: start}, nil
	case ch == ',':
		l.pos++
		return Token{Kind: TokenComma, Text: ",", Pos: start}, nil
	case ch == '=':
		l.pos++
		return Token{Kind: TokenEq, Text: "=", Pos: start}, nil
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
	case ch == '>':
		l.pos++
		return Token{Kind: TokenGt, Text: ">", Pos: start}, nil
	case ch == '"':
		return l.lexString()
	case unicode.IsDigit(rune(ch)):
		return l.lexNumber(), nil
	case unicode.IsLetter(rune(ch)) || ch == '_':
		return l.lexIdent(), nil
	}
	return Token{}, fmt.Errorf("unexpected character %q at %d", ch, start)
}

func (l *Lexer) peek(offset int) byte {
	if l.pos+offset >= len(l.input) {
		return 0
	}
	return l.input[l.pos+offset]
}

func (l *Lexer) lexString() (Token, error) {
	start := l.pos
	l.pos++
	var sb strings.Builder
	for l.pos < len(l.input) {
		ch := l.input[l.pos]
		switch ch {
		case '\\':
			if l.pos+1 >= len(l.input) {
				return Token{}, fmt.Errorf("unterminated escape at %d", l.pos)
			}
			sb.WriteByte(l.input[l.pos+1])
			l.pos += 2
		case '"':
			l.pos++
			return Token{Kind: TokenString, Text: sb.String(), Pos: start}, nil
		default:
			sb.WriteByte(ch)
			l.pos++
		}
	}
	return Token{}, fmt.Errorf("unterminated string starting at %d", start)
}

func (l *Lexer) lexNumber() Token {
	start := l.pos
	for l.pos < len(l.input) && (unicode.IsDigit(rune(l.input[l.pos])) || l.input[l.pos] == '.') {
		l.pos++
	}
	return Token{Kind: TokenNumber, Text: l.input[start:l.pos], Pos: start}
}

func (l *Lexer) lexIdent() Token {
	start := l.pos
	for l.pos < len(l.input) {
		r := rune(l.input[l.pos])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '.' {
			break
		}
		l.pos++
	}
	return Token{Kind: TokenIdent, Text: l.input[start:l.pos], Pos: start}
}
