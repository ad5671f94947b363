package org.example.etl;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.zip.GZIPInputStream;
import javax.sql.DataSource;

public class CsvImporter {

    private static final Logger LOG = Logger.getLogger(CsvImporter.class.getName());
    private static final int BATCH_SIZE = 500;

    private final DataSource dataSource;

    public CsvImporter(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /**
     * Imports a gzipped CSV export into the staging table.
     *
     * @return number of rows inserted
     */
    public int importFile(Path file) throws IOException, SQLException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.UTF_8));
        Connection conn = dataSource.getConnection();
        PreparedStatement stmt = conn.prepareStatement(
                "INSERT INTO staging_events (event_id, occurred_at, payload) VALUES (?, ?, ?)");
        int count = 0;
        String header = reader.readLine();
        if (header == null) {
            LOG.warning("empty file: " + file);
            return 0;
        }
        String line;
        while ((line = reader.readLine()) != null) {
            String[] cols = line.split(",", 3);
            if (cols.length < 3) {
                LOG.log(Level.FINE, "skipping malformed line {0}", count + 2);
                continue;
            }
            stmt.setString(1, cols[0]);
            stmt.setString(2, cols[1]);
            stmt.setString(3, cols[2]);
            stmt.addBatch();
            if (++count % BATCH_SIZE == 0) {
                stmt.executeBatch();
            }
        }
        stmt.executeBatch();
        stmt.close();
        conn.close();
        reader.close();
        LOG.info("imported " + count + " rows from " + file);
        return count;
    }
}
