use bytes::{BufMut, BytesMut};

/// Frames exchanged over the control channel.
pub enum Message {
    Ping,
    Pong,
    Data(Vec<u8>),
    Close { code: u16, reason: String },
}

const TAG_PING: u8 = 0x01;
const TAG_PONG: u8 = 0x02;
const TAG_DATA: u8 = 0x03;
const TAG_CLOSE: u8 = 0x04;

/// Encode a message sent from the client to the server.
pub fn encode_request(msg: &Message, request_id: u32, buf: &mut BytesMut) {
    buf.put_u32(request_id);
    match msg {
        Message::Ping => buf.put_u8(TAG_PING),
        Message::Pong => buf.put_u8(TAG_PONG),
        Message::Data(bytes) => {
            buf.put_u8(TAG_DATA);
            buf.put_u32(bytes.len() as u32);
            buf.put_slice(bytes);
        }
        Message::Close { code, reason } => {
            buf.put_u8(TAG_CLOSE);
            buf.put_u16(*code);
            buf.put_slice(reason.as_bytes());
        }
    }
}

/// Encode a message sent from the server back to a client.
pub fn encode_response(msg: &Message, request_id: u32, status: u8, buf: &mut BytesMut) {
    buf.put_u32(request_id);
    buf.put_u8(status);
    match msg {
        Message::Ping => buf.put_u8(TAG_PING),
        Message::Pong => buf.put_u8(TAG_PONG),
        Message::Data(bytes) => {
            buf.put_u8(TAG_DATA);
            buf.put_u32(bytes.len() as u32);
            buf.put_slice(bytes);
        }
        Message::Close { code, reason } => {
            buf.put_u8(TAG_CLOSE);
            buf.put_u16(*code);
            buf.put_u16(reason.len() as u16);
            buf.put_slice(reason.as_bytes());
        }
    }
}

/// Number of bytes `encode_request` will write for `msg`.
pub fn encoded_len(msg: &Message) -> usize {
    4 + 1 + match msg {
        Message::Ping | Message::Pong => 0,
        Message::Data(bytes) => 4 + bytes.len(),
        Message::Close { reason, .. } => 2 + reason.len(),
    }
}
