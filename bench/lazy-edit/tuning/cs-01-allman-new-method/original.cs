using System;

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
    }
}
