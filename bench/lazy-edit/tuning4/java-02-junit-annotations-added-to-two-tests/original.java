package dev.forgekeep.git;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PackWriterTest {

    @TempDir
    Path tmp;

    private TestRepository repo;

    @BeforeEach
    void setUp() throws Exception {
        repo = TestRepository.init(tmp.resolve("repo.git"));
        repo.commit("initial", "README.md", "hello");
    }

    @Test
    void writesSingleCommitPack() throws Exception {
        PackResult result = new PackWriter(repo).writeAll();
        assertThat(result.objectCount()).isEqualTo(3);
    }

    @Test
    void writesThinPackAgainstBase() throws Exception {
        String base = repo.head();
        repo.commit("second", "README.md", "hello world");
        PackResult result = new PackWriter(repo).thin(true).writeSince(base);
        assertThat(result.objectCount()).isEqualTo(3);
        assertThat(result.isThin()).isTrue();
    }

    @Test
    void writesLargeHistory() throws Exception {
        for (int i = 0; i < 5_000; i++) {
            repo.commit("commit " + i, "file.txt", Integer.toString(i));
        }
        PackResult result = new PackWriter(repo).writeAll();
        assertThat(result.objectCount()).isGreaterThan(15_000);
    }

    @Test
    void rejectsUnknownBase() {
        assertThatThrownBy(() -> new PackWriter(repo).writeSince("0".repeat(40)))
                .isInstanceOf(MissingObjectException.class);
    }

    @Test
    void deltifiesSimilarBlobs() throws Exception {
        repo.commit("big", "data.bin", "x".repeat(100_000));
        repo.commit("big2", "data.bin", "x".repeat(100_000) + "y");
        PackResult result = new PackWriter(repo).deltaWindow(10).writeAll();
        assertThat(result.deltaCount()).isGreaterThanOrEqualTo(1);
    }
}
