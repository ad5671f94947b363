// ... existing code ...
        let topic_len = payload.get_u16() as usize;
        if topic_len > MAX_PAYLOAD {
            return Err(DecodeError::TooLarge(topic_len));
        }
        if payload.remaining() < topic_len {
            return Err(DecodeError::Truncated);
        }
        let topic = String::from_utf8_lossy(&payload.split_to(topic_len)).into_owned();
// ... existing code ...
