// ... existing code ...
        public IReadOnlyList<DiffHunk> Compute(IReadOnlyList<string> oldLines, IReadOnlyList<string> newLines)
        {
            ArgumentNullException.ThrowIfNull(oldLines);
            ArgumentNullException.ThrowIfNull(newLines);

            var lcs = BuildLcsTable(oldLines, newLines);
            var hunks = new List<DiffHunk>();
            DiffHunk? current = null;
            int i = 0, j = 0;
            while (i < oldLines.Count || j < newLines.Count)
            {
                if (i < oldLines.Count && j < newLines.Count && oldLines[i] == newLines[j])
                {
                    current = null;
                    i++;
                    j++;
                }
                else if (j < newLines.Count && (i == oldLines.Count || lcs[i, j + 1] >= lcs[i + 1, j]))
                {
                    current ??= StartHunk(hunks, i, j);
                    current.Added.Add(newLines[j++]);
                }
                else
                {
                    current ??= StartHunk(hunks, i, j);
                    current.Removed.Add(oldLines[i++]);
                }
            }
            return hunks;
        }
// ... existing code ...
