using System;
using System.Diagnostics;

namespace Tools
{
    public class Timer
    {
        private DateTime _start;

        public void Start()
        {
            _start = DateTime.UtcNow;
        }

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
