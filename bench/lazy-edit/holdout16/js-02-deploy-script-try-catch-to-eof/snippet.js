// ... existing code ...
  const files = await walk(DIST_DIR);
  console.log(`deploying ${files.length} files to s3://${BUCKET}`);
  const failed = [];
  for (const file of files) {
    try {
      await upload(file);
    } catch (err) {
      console.error(`failed to upload ${file}: ${err.message}`);
      failed.push(file);
    }
  }
  if (failed.length > 0) {
    console.error(`${failed.length} file(s) failed to upload`);
    process.exit(1);
  }
  console.log('done');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
