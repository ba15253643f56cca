-- A store as version 1 of the schema left it, after a user had edited the sample items: the
-- charger deleted, the keyboard renamed and restocked, three items added. Color and status are
-- the JSON of their Codable encodings. Rebuild version-1.sqlite with:
--   rm -f version-1.sqlite && sqlite3 version-1.sqlite < version-1.sql
PRAGMA journal_mode = WAL;
BEGIN;
CREATE TABLE item (
  position INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  color TEXT,
  status TEXT NOT NULL
);
INSERT INTO item (position, id, name, color, status) VALUES
  (1, '00000000-0000-0000-0000-000000000001', 'Mechanical keyboard',
    '{"name":"Blue","red":0,"green":122,"blue":255}', '{"kind":"inStock","quantity":3}'),
  (3, '00000000-0000-0000-0000-000000000003', 'Phone',
    '{"name":"Green","red":52,"green":199,"blue":89}', '{"kind":"outOfStock","isOnBackOrder":true}'),
  (4, '00000000-0000-0000-0000-000000000004', 'Headphones',
    '{"name":"Red","red":255,"green":59,"blue":48}', '{"kind":"outOfStock","isOnBackOrder":false}'),
  (6, 'A1B2C3D4-0000-4000-8000-000000000006', '  Spaced   name  ',
    NULL, '{"kind":"inStock","quantity":0}'),
  (7, 'A1B2C3D4-0000-4000-8000-000000000007', 'Café ☕️ 日本語',
    '{"name":"Teal","red":0,"green":128,"blue":128}', '{"kind":"inStock","quantity":9223372036854775807}');
PRAGMA user_version = 1;
COMMIT;
