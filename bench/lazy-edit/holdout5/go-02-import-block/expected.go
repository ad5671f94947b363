package main

import (
	"fmt"
	"os"
	"strings"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: greet NAME")
		os.Exit(2)
	}
	fmt.Printf("hello %s\n", strings.TrimSpace(os.Args[1]))
}
