pub struct Request {
    url: String,
    headers: Vec<(String, String)>,
}

impl Request {
    pub fn new(url: &str) -> Self {
        Request { url: url.to_string(), headers: Vec::new() }
    }

    pub fn header(mut self, key: &str, value: &str) -> Self {
        self.headers.push((key.to_string(), value.to_string()));
        self
    }

    pub fn bearer(self, token: &str) -> Self {
        self.header("Authorization", &format!("Bearer {token}"))
    }
}
