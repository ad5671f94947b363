using System;
using System.Collections.Generic;
using System.Linq;

// ... existing code ...
