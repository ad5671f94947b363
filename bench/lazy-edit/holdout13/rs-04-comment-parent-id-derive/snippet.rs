// ... existing code ...

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Comment {
    pub id: Uuid,
    pub post_id: Uuid,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parent_id: Option<Uuid>,
    pub author_id: Uuid,
    // ... existing code ...
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NewComment {
    pub post_id: Uuid,
    #[serde(default)]
    pub parent_id: Option<Uuid>,
    pub body: String,
}

impl Comment {
    pub fn from_new(new: NewComment, author_id: Uuid) -> Self {
        Self {
            id: Uuid::new_v4(),
            post_id: new.post_id,
            parent_id: new.parent_id,
            author_id,
            // ... remaining fields unchanged ...
        }
    }
// ... existing code ...
