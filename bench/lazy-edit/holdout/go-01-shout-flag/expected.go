package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	name := flag.String("name", "world", "who to greet")
	count := flag.Int("count", 1, "how many times")
	shout := flag.Bool("shout", false, "upper-case the greeting")
	flag.Parse()

	if *count < 1 {
		fmt.Fprintln(os.Stderr, "count must be positive")
		os.Exit(2)
	}
	for i := 0; i < *count; i++ {
		greeting := fmt.Sprintf("hello, %s", *name)
		if *shout {
			greeting = strings.ToUpper(greeting)
		}
		fmt.Println(greeting)
	}
}
