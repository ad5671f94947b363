// ... existing code ...
        Message::Data(bytes) => {
            buf.put_u8(TAG_DATA);
            buf.put_u32(u32::try_from(bytes.len()).expect("payload larger than 4 GiB"));
            buf.put_slice(bytes);
        }
// ... existing code ...
