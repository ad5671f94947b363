using System;
using System.Diagnostics;

namespace Tools
{
    public class Timer
    {
        // ... existing code ...

        public TimeSpan Elapsed()
        {
            return DateTime.UtcNow - _start;
        }

        public void Reset()
        {
            _start = DateTime.UtcNow;
        }
    }
}
