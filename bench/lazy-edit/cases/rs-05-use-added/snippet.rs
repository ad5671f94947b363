use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

// ... existing code ...
