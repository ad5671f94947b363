// ... existing code ...
    Slash,
    Caret,
    LParen,
    RParen,
}

// ... existing code ...
            Token::Slash => write!(f, "/"),
            Token::Caret => write!(f, "^"),
            // ... existing code ...
                    '/' => Token::Slash,
                    '^' => Token::Caret,
                    // ... existing code ...
