// ... existing code ...
    Star,
    Slash,
    Caret,
    LParen,
    // ... existing code ...
            Token::Slash => write!(f, "/"),
            Token::Caret => write!(f, "^"),
            Token::LParen => write!(f, "("),
// ... existing code ...
            Token::Star | Token::Slash => 2,
            Token::Caret => 3,
            _ => 0,
        }
    }

    pub fn is_operator(&self) -> bool {
        matches!(self, Token::Plus | Token::Minus | Token::Star | Token::Slash | Token::Caret)
    }
}
