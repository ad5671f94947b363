using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading;

// ... existing code ...
            _sink(snapshot);
        }

        public void Dispose()
        {
// ... existing code ...
