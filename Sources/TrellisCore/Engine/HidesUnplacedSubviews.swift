/// Built-in layouts that hide the subviews they do not place (ViewThatFits, FrameUp layouts).
package protocol HidesUnplacedSubviews {}
