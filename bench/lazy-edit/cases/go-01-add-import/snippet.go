package server

import (
	"encoding/json"
	"log"
	"net/http"
	"time"
)
// ... existing code ...
