use bytes::{Buf, BufMut, Bytes, BytesMut};

pub const MAX_PAYLOAD: usize = 64 * 1024;

#[derive(Debug, thiserror::Error)]
pub enum DecodeError {
    #[error("frame too short")]
    Truncated,
    #[error("unknown frame tag {0:#04x}")]
    UnknownTag(u8),
    #[error("payload of {0} bytes exceeds limit")]
    TooLarge(usize),
}

/// A wire frame: 1-byte tag, 4-byte big-endian length, then the payload.
pub trait Frame: Sized {
    const TAG: u8;

    fn payload_len(&self) -> usize;
    fn write_payload(&self, buf: &mut BytesMut);
    fn read_payload(payload: Bytes) -> Result<Self, DecodeError>;

    fn encode(&self, buf: &mut BytesMut) {
        buf.reserve(5 + self.payload_len());
        buf.put_u8(Self::TAG);
        buf.put_u32(self.payload_len() as u32);
        self.write_payload(buf);
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Publish {
    pub topic: String,
    pub body: Bytes,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscribe {
    pub topic: String,
    pub durable: bool,
}

impl Frame for Publish {
    const TAG: u8 = 0x01;

    fn payload_len(&self) -> usize {
        2 + self.topic.len() + self.body.len()
    }

    fn write_payload(&self, buf: &mut BytesMut) {
        buf.put_u16(self.topic.len() as u16);
        buf.put_slice(self.topic.as_bytes());
        buf.put_slice(&self.body);
    }

    fn read_payload(mut payload: Bytes) -> Result<Self, DecodeError> {
        if payload.remaining() < 2 {
            return Err(DecodeError::Truncated);
        }
        let topic_len = payload.get_u16() as usize;
        if payload.remaining() < topic_len {
            return Err(DecodeError::Truncated);
        }
        let topic = String::from_utf8_lossy(&payload.split_to(topic_len)).into_owned();
        Ok(Publish { topic, body: payload })
    }
}

impl Frame for Subscribe {
    const TAG: u8 = 0x02;

    fn payload_len(&self) -> usize {
        2 + self.topic.len() + 1
    }

    fn write_payload(&self, buf: &mut BytesMut) {
        buf.put_u16(self.topic.len() as u16);
        buf.put_slice(self.topic.as_bytes());
        buf.put_u8(self.durable as u8);
    }

    fn read_payload(mut payload: Bytes) -> Result<Self, DecodeError> {
        if payload.remaining() < 2 {
            return Err(DecodeError::Truncated);
        }
        let topic_len = payload.get_u16() as usize;
        if payload.remaining() < topic_len {
            return Err(DecodeError::Truncated);
        }
        let topic = String::from_utf8_lossy(&payload.split_to(topic_len)).into_owned();
        Ok(Subscribe { topic, durable: payload.get_u8() != 0 })
    }
}
