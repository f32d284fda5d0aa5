/**
 * The most used passwords of at least 8 characters in public breach corpora (shorter ones fail the length rule anyway).
 * Lower case: the check ignores case, since "Password1" is as guessable as "password1".
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '111111111', '00000000', '87654321',
  '987654321', '0987654321', '88888888', '66666666', '12341234', '11223344', '123456780', '147258369', '123qweasd',
  '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12', 'asdfghjk',
  'asdfghjkl', 'zxcvbnm1', 'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  'pa$$word', 'iloveyou', 'iloveyou1', 'iloveyou2', 'sunshine', 'sunshine1', 'princess', 'princess1', 'football',
  'football1', 'baseball', 'welcome1', 'welcome123', 'superman', 'batman123', 'starwars', 'trustno1', 'letmein1',
  'abcd1234', 'abc12345', 'abcdefgh', 'a1b2c3d4', 'aa123456', 'whatever', 'michelle', 'jennifer', 'liverpool',
  'chelsea1', 'arsenal1', 'computer', 'internet', 'corvette', 'mercedes', 'maverick', 'midnight', 'butterfly',
  'chocolate', 'sweetheart', 'lovelove', 'loveyou1', 'babygirl', 'babygirl1', 'qazwsxedc', 'monkey123', 'dragon123',
  'master123', 'shadow123', 'killer123', 'charlie1', 'jordan23', 'michael1', 'nicole12', 'jessica1', 'samsung1',
  'google123', 'facebook', 'linkedin', 'changeme', 'secret123', 'administrator', 'admin123', 'admin1234', 'root1234',
  'test1234', 'testtest', 'qwerty1234', 'zaq1zaq1', 'q1w2e3r4', 'q1w2e3r4t5', 'unknown1', 'freedom1', 'hello123',
  'welkom01', 'welkom123', 'wachtwoord', 'wachtwoord1', 'passwort', 'passwort1', 'hallo123', 'schatz123',
  'motdepasse', 'azertyuiop', 'soleil123', 'contraseña', 'contrasena', 'amoramor', 'passord1', 'salasana', 'losenord',
  'kodeord1', 'haslo123', 'zaq1@wsx', 'polska12', 'dating123', 'datingsite', 'sexy1234', 'lovers123', 'pussy123',
]);
