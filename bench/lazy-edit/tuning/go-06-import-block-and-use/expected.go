package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	name := strings.TrimSpace(os.Getenv("NAME"))
	fmt.Println("hello", name)
}
