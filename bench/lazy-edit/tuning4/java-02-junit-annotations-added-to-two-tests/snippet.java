// ... existing code ...
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
// ... existing code ...

    @Test
    @Tag("slow")
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void writesLargeHistory() throws Exception {
    // ... existing code ...

    @Test
    @Tag("slow")
    void deltifiesSimilarBlobs() throws Exception {
    // ... existing code ...
