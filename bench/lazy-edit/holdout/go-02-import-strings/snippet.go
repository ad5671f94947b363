package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)
// ... existing code ...
