using System.Collections.Generic;

namespace Forgekeep.Core.Diff
{
    public sealed class DiffHunk
    {
        public DiffHunk(int oldStart, int newStart)
        {
            OldStart = oldStart;
            NewStart = newStart;
        }

        public int OldStart { get; }
        public int NewStart { get; }
        public List<string> Removed { get; } = new();
        public List<string> Added { get; } = new();
    }

    public sealed class LineDiffer
    {
        public int ContextLines { get; init; } = 3;

        public IReadOnlyList<DiffHunk> Compute(IReadOnlyList<string> oldLines, IReadOnlyList<string> newLines)
        {
            var hunks = new List<DiffHunk>();
            var i = 0;
            var j = 0;
            while (i < oldLines.Count || j < newLines.Count)
            {
                if (i < oldLines.Count && j < newLines.Count && oldLines[i] == newLines[j])
                {
                    i++;
                    j++;
                    continue;
                }
                var hunk = new DiffHunk(i, j);
                while (i < oldLines.Count && (j >= newLines.Count || oldLines[i] != newLines[j]))
                {
                    hunk.Removed.Add(oldLines[i++]);
                }
                while (j < newLines.Count && (i >= oldLines.Count || oldLines[i] != newLines[j]))
                {
                    hunk.Added.Add(newLines[j++]);
                }
                hunks.Add(hunk);
            }
            return hunks;
        }

        private static int[,] BuildLcsTable(IReadOnlyList<string> a, IReadOnlyList<string> b)
        {
            var table = new int[a.Count + 1, b.Count + 1];
            for (var x = a.Count - 1; x >= 0; x--)
            {
                for (var y = b.Count - 1; y >= 0; y--)
                {
                    table[x, y] = a[x] == b[y] ? table[x + 1, y + 1] + 1 : Math.Max(table[x + 1, y], table[x, y + 1]);
                }
            }
            return table;
        }

        private static DiffHunk StartHunk(List<DiffHunk> hunks, int oldStart, int newStart)
        {
            var hunk = new DiffHunk(oldStart, newStart);
            hunks.Add(hunk);
            return hunk;
        }
    }
}
