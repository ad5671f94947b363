export function openA(conn: Conn): void {
  conn.open();
  conn.close();
}

export function openB(conn: Conn): void {
  conn.open();
  conn.close();
}
