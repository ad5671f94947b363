// ... existing code ...
        public decimal Total => _total;

        public int LineCount => _lines.Count;
    }
}
