package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	name := flag.String("name", "world", "who to greet")
	count := flag.Int("count", 1, "how many times")
	flag.Parse()

	if *count < 1 {
		fmt.Fprintln(os.Stderr, "count must be positive")
		os.Exit(2)
	}
	for i := 0; i < *count; i++ {
		fmt.Printf("hello, %s\n", *name)
	}
}
