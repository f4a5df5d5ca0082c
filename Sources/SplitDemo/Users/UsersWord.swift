// The users scene's own words in the split's language (Demo.strings): the Credentials form, the edit screen, the
// messages both show and the map's words. What the users are (names, job titles, addresses) stays as it is.
import SplitKit

/// The users scene's words other than its sections and fields (``DemoWords/section(_:)``, ``DemoWords/field(_:)``),
/// read through ``DemoWords``.
enum UsersWord: String, DemoWordKey {
    // The section menu, to assistive technologies.
    case sections = "users.sections"
    // The Credentials screen.
    case userID = "users.userID"
    case userIDSpoken = "users.userIDSpoken"
    case changePasswordHeading = "users.password.heading"
    case current = "users.password.current"
    case new = "users.password.new"
    case currentPassword = "users.password.currentName"
    case newPassword = "users.password.newName"
    case required = "users.password.required"
    case atLeast = "users.password.atLeast"
    case changePassword = "users.password.change"
    case checking = "users.password.checking"
    case passwordChanged = "users.password.changed"
    // The edit screen.
    case editName = "users.edit.name"
    case editEmail = "users.edit.email"
    case editBirthDate = "users.edit.birthDate"
    case editJobTitle = "users.edit.jobTitle"
    case save = "users.edit.save"
    case cancel = "users.edit.cancel"
    case editHint = "users.edit.hint"
    // Why an edit or a password change was refused (UserEditError).
    case emptyName = "users.error.emptyName"
    case invisibleName = "users.error.invisibleName"
    case invisibleNames = "users.error.invisibleNames"
    case listMore = "users.list.more"
    case listLast = "users.list.last"
    case andOthers = "users.list.andOthers"
    case invalidEmail = "users.error.invalidEmail"
    case invalidBirthDate = "users.error.invalidBirthDate"
    case wrongCurrentPassword = "users.error.wrongCurrentPassword"
    case passwordTooShort = "users.error.passwordTooShort"
    case passwordUnchanged = "users.error.passwordUnchanged"
    case passwordHashingUnavailable = "users.error.passwordHashingUnavailable"
    // Location's map and coordinates.
    case meters = "users.map.meters"
    case north = "users.map.north"
    case south = "users.map.south"
    case east = "users.map.east"
    case west = "users.map.west"
    case coordinates = "users.map.coordinates"

    /// The English, word for word what en.lproj/Demo.strings says.
    var english: String {
        switch self {
        case .sections: "Sections"
        case .userID: "User ID"
        case .userIDSpoken: "User ID %@"
        case .changePasswordHeading: "CHANGE PASSWORD"
        case .current: "Current"
        case .new: "New"
        case .currentPassword: "Current password"
        case .newPassword: "New password"
        case .required: "Required"
        case .atLeast: "At least %@ characters"
        case .changePassword: "Change password"
        case .checking: "Checking…"
        case .passwordChanged: "Password changed."
        case .editName: "Edit Name"
        case .editEmail: "Edit Email"
        case .editBirthDate: "Edit Birth date"
        case .editJobTitle: "Edit Job title"
        case .save: "Save"
        case .cancel: "Cancel"
        case .editHint: "Return saves · Esc cancels"
        case .emptyName: "A name can't be empty."
        case .invisibleName: "A name needs a character that shows: %@ draws nothing."
        case .invisibleNames: "A name needs a character that shows: %@ draw nothing."
        case .listMore: "%1$@, %2$@"
        case .listLast: "%1$@ and %2$@"
        case .andOthers: "%@ and others"
        case .invalidEmail: "“%@” is not an email address, like name@example.com."
        case .invalidBirthDate: "“%@” is not a date: use YYYY-MM-DD, for example 1990-04-21."
        case .wrongCurrentPassword: "The current password is not right."
        case .passwordTooShort: "A new password needs at least %@ characters."
        case .passwordUnchanged: "The new password is the same as the current one."
        case .passwordHashingUnavailable: "Passwords cannot be changed: this system has no OpenSSL 3 (install libssl3)."
        case .meters: "%@ m"
        case .north: "%@° N"
        case .south: "%@° S"
        case .east: "%@° E"
        case .west: "%@° W"
        case .coordinates: "%1$@, %2$@"
        }
    }
}

/// What the Credentials form says under its button: that the change is being checked, that it was made, or why not.
enum PasswordOutcome: Hashable, Sendable {
    case checking
    case changed
    case refused(UserEditError)

    /// Whether it is good news (drawn in the success colour, not the error one).
    var succeeded: Bool { self == .changed }
}

extension DemoWords {
    /// The edit screen's title for `field`: "Edit Name".
    func editTitle(_ field: UserField) -> String {
        switch field {
        case .name: self(UsersWord.editName)
        case .email: self(UsersWord.editEmail)
        case .birthDate: self(UsersWord.editBirthDate)
        case .jobTitle: self(UsersWord.editJobTitle)
        }
    }

    /// What the password form says: "Checking…", "Password changed.", or why the change was refused.
    func message(_ outcome: PasswordOutcome) -> String {
        switch outcome {
        case .checking: self(UsersWord.checking)
        case .changed: self(UsersWord.passwordChanged)
        case .refused(let error): message(error)
        }
    }

    /// Why an edit was refused, as ``UserEditError/description`` says it in English; what was typed is quoted as there.
    func message(_ error: UserEditError) -> String {
        switch error {
        case .emptyName: return self(UsersWord.emptyName)
        case .invisibleName(let scalars):
            let named = scalars.prefix(3).map(UserText.name(of:))
            var list = named.dropLast().reduce("") { $0.isEmpty ? $1 : self(UsersWord.listMore, $0, $1) }
            list = list.isEmpty ? named.last ?? "" : self(UsersWord.listLast, list, named[named.count - 1])
            if scalars.count > 3 { list = self(UsersWord.andOthers, list) }
            return self(named.count > 1 ? UsersWord.invisibleNames : UsersWord.invisibleName, list)
        case .invalidEmail(let text): return self(UsersWord.invalidEmail, UserEditError.quoted(text))
        case .invalidBirthDate(let text): return self(UsersWord.invalidBirthDate, UserEditError.quoted(text))
        case .wrongCurrentPassword: return self(UsersWord.wrongCurrentPassword)
        case .passwordTooShort(let minimum): return self(UsersWord.passwordTooShort, number(minimum))
        case .passwordUnchanged: return self(UsersWord.passwordUnchanged)
        case .passwordHashingUnavailable: return self(UsersWord.passwordHashingUnavailable)
        }
    }

    /// A point on the map as Location writes it under the address: "59.3342° N, 18.0632° E", in the language's words
    /// and digits (the figures are `LocationMap.degrees`').
    func coordinates(latitude: Double, longitude: Double) -> String {
        let lat = digits(LocationMap.degrees(latitude)), lon = digits(LocationMap.degrees(longitude))
        return self(UsersWord.coordinates, self(latitude >= 0 ? UsersWord.north : UsersWord.south, lat),
                    self(longitude >= 0 ? UsersWord.east : UsersWord.west, lon))
    }
}
