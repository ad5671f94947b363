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
