/// The object an `EnvironmentObject` property found in its view's environment when installed.
final class EnvironmentObjectBox<ObjectType: AnyObject> {
    var object: ObjectType?
}
