// The twelve sample users: fixed, so every run and every screenshot is the same; their cities are written in their own
// scripts too, and two titles carry an emoji, so the demo shows text beyond Latin. Their passwords are kept as scrypt
// hashes with fixed salts, made once (the tests and docs/demo.md say the passwords; the source holds none).

extension User {
    /// The sample users, in list order.
    public static let samples: [User] = [
        User(id: "ava.lindqvist", name: "Ava Lindqvist", email: "ava.lindqvist@example.com",
             birthDate: BirthDate(year: 1988, month: 3, day: 14), jobTitle: "Product designer",
             street: "Drottninggatan 53", city: "Stockholm", latitude: 59.3342, longitude: 18.0632, passwordHash: PasswordHash(text: "scrypt$15$8$1$nd1t9+mJfqX6IJ9vloH2Xw==$5JgGyfq9LeKswPf9EByGP8V2TeTnCFvClxz1iExbivo=")!),
        User(id: "ben.okafor", name: "Ben Okafor", email: "ben.okafor@example.com",
             birthDate: BirthDate(year: 1991, month: 7, day: 2), jobTitle: "iOS engineer",
             street: "12 Admiralty Way", city: "Lagos", latitude: 6.4281, longitude: 3.4219, passwordHash: PasswordHash(text: "scrypt$15$8$1$wXxV1Luzn5onjnnUAU+TKA==$DMMhmvxTNZfjSBvehYlU94JgikR2VAAL3EVFaiOvLcg=")!),
        User(id: "chloe.martin", name: "Chloé Martin", email: "chloe.martin@example.com",
             birthDate: BirthDate(year: 1985, month: 11, day: 23), jobTitle: "Engineering manager",
             street: "8 Rue de Rivoli", city: "Paris", latitude: 48.8556, longitude: 2.3601, passwordHash: PasswordHash(text: "scrypt$15$8$1$+oJ8aEqgQxD1kGhBzPQMAw==$ePuANFX1VaR8Jb333L5NCamQIw0k7qol0J0lfj4RGF0=")!),
        User(id: "daniel.kim", name: "Daniel Kim", email: "daniel.kim@example.com",
             birthDate: BirthDate(year: 1993, month: 1, day: 9), jobTitle: "Data scientist",
             street: "27 Teheran-ro", city: "서울 Seoul", latitude: 37.4999, longitude: 127.0365, passwordHash: PasswordHash(text: "scrypt$15$8$1$yaOQcAPr6gPTZ0R/dvrg7Q==$7xt8iJxKVtB2tkaJ60E8Ol0PkjYdEZVlf/X89OncH98=")!),
        User(id: "elena.rossi", name: "Elena Rossi", email: "elena.rossi@example.com",
             birthDate: BirthDate(year: 1979, month: 6, day: 30), jobTitle: "Chief architect",
             street: "Via del Corso 120", city: "Rome", latitude: 41.9009, longitude: 12.4801, passwordHash: PasswordHash(text: "scrypt$15$8$1$WvbWYTzXB3bEEs5mJuD0kw==$t+tbQ5VxnjmlsFEqsMD8HBwZ1tLXtMbZP7Z7deQZ+VE=")!),
        User(id: "farid.haddad", name: "Farid Haddad", email: "farid.haddad@example.com",
             birthDate: BirthDate(year: 1990, month: 9, day: 17), jobTitle: "Site reliability engineer",
             street: "44 Hamra Street", city: "بيروت Beirut", latitude: 33.8966, longitude: 35.4823, passwordHash: PasswordHash(text: "scrypt$15$8$1$0BBMV+Q9njNrTMPThHKLrg==$g4HxA0pBkYQysZU8o3DwXtwJrDgF5OJId8keIWzRha4=")!),
        User(id: "grace.liu", name: "Grace Liu", email: "grace.liu@example.com",
             birthDate: BirthDate(year: 1996, month: 4, day: 5), jobTitle: "Frontend developer",
             street: "88 Nanjing Road", city: "上海 Shanghai", latitude: 31.2353, longitude: 121.4750, passwordHash: PasswordHash(text: "scrypt$15$8$1$MAOmOtuoJyoRZVHr9xdWpQ==$uzpvELJV8ae+YbflklxfFtA4NUK3HGdZWIDKrC8WH78=")!),
        User(id: "hugo.silva", name: "Hugo Silva", email: "hugo.silva@example.com",
             birthDate: BirthDate(year: 1987, month: 12, day: 1), jobTitle: "QA lead ✅",
             street: "Rua Augusta 200", city: "Lisbon", latitude: 38.7107, longitude: -9.1381, passwordHash: PasswordHash(text: "scrypt$15$8$1$DMS2ikB9bVlpwUrE+SJ7DQ==$2cxHY40xFv54TdyA0LPFzFD/3GvnhRz4LDcDfCNgyiw=")!),
        User(id: "isla.macleod", name: "Isla MacLeod", email: "isla.macleod@example.com",
             birthDate: BirthDate(year: 1994, month: 8, day: 21), jobTitle: "Technical writer",
             street: "17 Royal Mile", city: "Edinburgh", latitude: 55.9505, longitude: -3.1883, passwordHash: PasswordHash(text: "scrypt$15$8$1$DwM9BrnZwG1lAjdAoGXSXg==$sEMzbSeNuGawErgcM/aYHyJYBEo9CLlUzqV+nwNrJhc=")!),
        User(id: "jonas.weber", name: "Jonas Weber", email: "jonas.weber@example.com",
             birthDate: BirthDate(year: 1982, month: 2, day: 28), jobTitle: "Backend engineer",
             street: "Friedrichstraße 95", city: "Berlin", latitude: 52.5200, longitude: 13.3880, passwordHash: PasswordHash(text: "scrypt$15$8$1$R4Sudh3JRi33QNTGzb9GEw==$+irK8/GqPLGEnE6AsYeRamlwE3aL2YBnQn5kwPeJZ68=")!),
        User(id: "keiko.tanaka", name: "Keiko Tanaka", email: "keiko.tanaka@example.com",
             birthDate: BirthDate(year: 1998, month: 10, day: 12), jobTitle: "Designer 🎨",
             street: "2-1 Shibuya", city: "東京 Tokyo", latitude: 35.6580, longitude: 139.7016, passwordHash: PasswordHash(text: "scrypt$15$8$1$1ZcbA1t/TuYo9dvyt+cS2w==$XOXHhG/OTJjzzTkHsal9n8lnhNoIDSOkLp9SxHlpD10=")!),
        User(id: "liam.obrien", name: "Liam O'Brien", email: "liam.obrien@example.com",
             birthDate: BirthDate(year: 1989, month: 5, day: 19), jobTitle: "Support engineer",
             street: "33 Grafton Street", city: "Dublin", latitude: 53.3412, longitude: -6.2597, passwordHash: PasswordHash(text: "scrypt$15$8$1$VxMxjCTGTioDEF0kkQ9Xtw==$3Yg/X7TcoYDInXsNI2/AVrUsy/QIU163FlVpVyiNcCA=")!),
    ]
}
