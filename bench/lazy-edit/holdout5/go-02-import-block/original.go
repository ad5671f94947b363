package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Println("usage: greet NAME")
		os.Exit(2)
	}
	fmt.Printf("hello %s\n", os.Args[1])
}
