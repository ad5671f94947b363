// ... existing code ...
	count := flag.Int("count", 1, "how many times")
	shout := flag.Bool("shout", false, "upper-case the greeting")
	flag.Parse()
// ... existing code ...
	for i := 0; i < *count; i++ {
		greeting := fmt.Sprintf("hello, %s", *name)
		if *shout {
			greeting = strings.ToUpper(greeting)
		}
		fmt.Println(greeting)
	}
}
