package main

import (
	"fmt"
	"os"
)

func main() {
	name := os.Getenv("NAME")
	fmt.Println("hello", name)
}
