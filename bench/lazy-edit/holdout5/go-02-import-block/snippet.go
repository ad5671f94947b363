import (
	"fmt"
	"os"
	"strings"
)

func main() {
	// ... existing code ...
	fmt.Printf("hello %s\n", strings.TrimSpace(os.Args[1]))
}
